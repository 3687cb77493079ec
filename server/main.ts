import { compileWebAssemblyForServing } from './db/webassembly-tiers';
import { exitOnFailure, serve } from './serve';

compileWebAssemblyForServing();
serve().catch(exitOnFailure);
