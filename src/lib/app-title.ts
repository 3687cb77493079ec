import { version } from '../../package.json';
import { t } from './messages/t';

/** `Alloy v<version>` in the current language, the version read from package.json at build time. */
export function appTitle(): string {
  return t('app.title', { version });
}
