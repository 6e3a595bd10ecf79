// Contract for overweight (issue 21): filled in by its module.
export {};
