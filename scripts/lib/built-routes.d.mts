export declare function builtRoutes(distDir?: string): string[];
