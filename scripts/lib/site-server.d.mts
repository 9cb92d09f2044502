export interface SiteServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export declare function startSiteServer(options?: { port?: number; host?: string; projectRoot?: string; quiet?: boolean }): Promise<SiteServer>;
