export declare const webAppManifest: Record<string, unknown>;
