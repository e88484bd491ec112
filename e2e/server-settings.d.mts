export declare const E2E_NEXTAUTH_SECRET: string;
