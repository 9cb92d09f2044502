export declare const SITE_URL: string;
