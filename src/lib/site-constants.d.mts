export declare const SITE_URL: string;
export declare const THEME_STORAGE_KEY: string;
