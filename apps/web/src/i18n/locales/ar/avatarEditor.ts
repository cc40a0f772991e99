/** Change Avatar: picking, dropping and cropping an image (ar). */
export const avatarEditorTexts = {};
