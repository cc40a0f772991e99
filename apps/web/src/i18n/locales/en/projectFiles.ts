/** Project files: folders, versions, uploads, the file management page (en). */
export const projectFilesTexts = {};
