import { MdDescription, MdFolder, MdLink } from 'react-icons/md';
import type { ComponentId } from '../../../domain/schema/types';

export function ElementIcon({ componentId }: { componentId: ComponentId }) {
  if (componentId === 'Group') return <MdFolder aria-hidden="true" />;
  if (componentId === 'Relationship') return <MdLink aria-hidden="true" />;
  return <MdDescription aria-hidden="true" />;
}
