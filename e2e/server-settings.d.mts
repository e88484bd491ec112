export declare const E2E_NEXTAUTH_SECRET: string;
export declare function e2eWorkers(): number;
export declare function e2ePort(index?: number): number;
