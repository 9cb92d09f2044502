export declare const THEME_SCRIPT: string;
export declare const CHROME_SCRIPT: string;
export declare const INLINE_SCRIPTS: string[];
