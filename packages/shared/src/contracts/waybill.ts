// Contract for waybill (issue 21): filled in by its module.
export {};
