/** Where the bundled local server is written. */
export declare const SERVER_DIST: string;
/** Bundles the local server into SERVER_DIST (scripts/build-server.mjs). */
export declare function buildServer(): Promise<void>;
