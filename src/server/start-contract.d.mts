export declare const EXIT_CONFIG: 78;
export declare const EXIT_DATABASE_UNAVAILABLE: 69;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function missingServerFlags(
  execArgv: readonly string[],
  nodeOptions?: string,
): string[];
export declare const READY_MESSAGE: 'vetrina:ready';
export declare const SUPPORTED_NODE_VERSIONS: string;
export declare function unsupportedNodeMessage(version: string): string | null;
