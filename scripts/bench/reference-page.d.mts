export declare const TEXT_ONLY_SOURCE: string;
export declare function stripStylesAndScripts(html: string): string;
export declare function startReferencePages(options: { siteUrl: string; distDir?: string }): Promise<{
  blankUrl: string;
  textOnlyUrl: string;
  close: () => Promise<void>;
}>;
