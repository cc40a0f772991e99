/** Project files: folders, versions, uploads, the file management page (ru). */
export const projectFilesTexts = {};
