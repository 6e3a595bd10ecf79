import { expect } from 'vitest';
import { StoreError } from '../store-connector';

/** Test support shared by the Shopify client and connector tests. */

/** The StoreError a call rejects with (the test fails if it resolves or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<StoreError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreError);
    return error as StoreError;
  }
  throw new Error('expected a StoreError');
}
