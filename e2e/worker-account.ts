import { test } from '@playwright/test';
import { accountOfWorker } from './test-env';

/** The account of the worker running the current test. */
export const workerAccount = () => accountOfWorker(test.info().parallelIndex);
