/** How many cases each fast-check property runs; shared so the report names one figure. */
export const PROPERTY_RUNS = 1000;
