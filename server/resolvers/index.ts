import { auditedMutations } from '../audit/audited-mutations';
import type { Resolvers } from '../graphql/resolvers-types.gen';
import { children } from './DirectoryItem/children';
import { addRelatedFiles } from './Mutation/addRelatedFiles';
import { createDirectoryFolder } from './Mutation/createDirectoryFolder';
import { deleteImage } from './Mutation/deleteImage';
import { deleteRelatedFile } from './Mutation/deleteRelatedFile';
import { importFiles } from './Mutation/importFiles';
import { login } from './Mutation/login';
import { logoutEverywhere } from './Mutation/logoutEverywhere';
import { moveDirectoryEntry } from './Mutation/moveDirectoryEntry';
import { moveFilesToFolder } from './Mutation/moveFilesToFolder';
import { moveFilesToRecycleBin } from './Mutation/moveFilesToRecycleBin';
import { moveToRecycleBin } from './Mutation/moveToRecycleBin';
import { removeItemFromDirectory } from './Mutation/removeItemFromDirectory';
import { renameDirectoryEntry } from './Mutation/renameDirectoryEntry';
import { renewToken } from './Mutation/renewToken';
import { restoreFromRecycleBin } from './Mutation/restoreFromRecycleBin';
import { restoreRevision } from './Mutation/restoreRevision';
import { saveFile } from './Mutation/saveFile';
import { saveSchema } from './Mutation/saveSchema';
import { setDirectoryEntryVisibility } from './Mutation/setDirectoryEntryVisibility';
import { setFileParents } from './Mutation/setFileParents';
import { updateDirectory } from './Mutation/updateDirectory';
import { updateFile } from './Mutation/updateFile';
import { updateRecycleBin } from './Mutation/updateRecycleBin';
import { updateRelatedFiles } from './Mutation/updateRelatedFiles';
import { updateSchema } from './Mutation/updateSchema';
import { uploadImage } from './Mutation/uploadImage';
import { auditTrail } from './Query/auditTrail';
import { auditUsers } from './Query/auditUsers';
import { filesByFileIds } from './Query/filesByFileIds';
import { filesOfSchema } from './Query/filesOfSchema';
import { getDirectoryFolderToLoggedInClient } from './Query/getDirectoryFolderToLoggedInClient';
import { history } from './Query/history';
import { overview } from './Query/overview';
import { queryFileData } from './Query/queryFileData';
import { recycleBin } from './Query/recycleBin';
import { revision } from './Query/revision';
import { ruleViolations } from './Query/ruleViolations';
import { schema } from './Query/schema';
import { schemaDirectory } from './Query/schemaDirectory';
import { schemaRecycleBin } from './Query/schemaRecycleBin';
import { search } from './Query/search';

/** Every root field of the contract; the JSON scalar is added where the executable schema is built. */
export const resolvers: Resolvers = {
  Query: {
    getDirectoryFolderToLoggedInClient,
    recycleBin,
    schemaDirectory,
    schemaRecycleBin,
    schema,
    queryFileData,
    filesByFileIds,
    overview,
    search,
    filesOfSchema,
    auditTrail,
    auditUsers,
    history,
    revision,
    ruleViolations,
  },
  DirectoryItem: { children },
  // Every write is recorded with its caller and operation name (see server/audit).
  Mutation: auditedMutations({
    login,
    renewToken,
    logoutEverywhere,
    updateDirectory,
    updateRecycleBin,
    moveDirectoryEntry,
    renameDirectoryEntry,
    createDirectoryFolder,
    setDirectoryEntryVisibility,
    setFileParents,
    saveSchema,
    updateSchema,
    saveFile,
    updateFile,
    addRelatedFiles,
    updateRelatedFiles,
    removeItemFromDirectory,
    deleteRelatedFile,
    moveToRecycleBin,
    moveFilesToFolder,
    moveFilesToRecycleBin,
    restoreFromRecycleBin,
    restoreRevision,
    importFiles,
    uploadImage,
    deleteImage,
  }),
};
