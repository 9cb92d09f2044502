export declare const SITE_URL: string;
export declare function siteUrlFrom(env: Record<string, string | undefined>): string;
export declare const BOOKING_URL: string;
export declare const THEME_STORAGE_KEY: string;
export declare const INSTALL_DISMISSED_KEY: string;
export declare const INSTALL_SNOOZE_MS: number;
export declare const CHAT_HISTORY_KEY: string;
export declare const CHAT_WIDGET_STATE_KEY: string;
export declare const OUTBOX_FLAG_KEY: string;
