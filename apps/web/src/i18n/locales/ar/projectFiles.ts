/** Project files: folders, versions, uploads, the file management page (ar). */
export const projectFilesTexts = {};
