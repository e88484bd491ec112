import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function negotiateEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined;
export declare function precompressStatic(distDir: string): Promise<{ files: number; bytes: number; brBytes: number }>;
export declare function indexPrecompressed(distDir: string): Map<string, string>;
export declare function createCompression(options?: {
  precompressed?: Map<string, string>;
  threshold?: number;
  brotliQuality?: number;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
