/** Node's flags for the production server, before the script: none when NODE_OPTIONS sets its own semi-space size. */
export declare function serverNodeFlags(nodeOptions?: string): string[];
