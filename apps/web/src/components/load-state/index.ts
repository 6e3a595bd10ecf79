export { LoadFailure, type LoadFailureProps } from './LoadFailure';
export { loadFailureKind, type LoadFailureKind } from './load-failure';
export { StateMessage } from './StateMessage';
