// Contract for manual-shipment (issue 21): filled in by its module.
export {};
