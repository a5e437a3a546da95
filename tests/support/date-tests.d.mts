export declare const CLOCKS: Record<string, string>;
export declare const DATE_UNIT_TESTS: string[];
export declare const DATE_INTEGRATION_TESTS: string[];
export declare const DATE_E2E_TESTS: string[];
