export { readableError } from '../../../lib/readable-error.ts';
