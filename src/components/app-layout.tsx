import '../system-screens';
import { MainLayout } from '../features/layout/main-layout';

/** The layout of every screen behind the login; its module brings those screens' Chakra recipes. */
export function AppLayout() {
  return <MainLayout />;
}
