import { version } from '../../package.json';
import { t } from './messages/t';

/** `Alloy v<version>`, the version read from package.json at build time. */
export const APP_TITLE = t('app.title', { version });
