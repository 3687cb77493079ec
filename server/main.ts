import { exitOnFailure, serve } from './serve';

serve().catch(exitOnFailure);
