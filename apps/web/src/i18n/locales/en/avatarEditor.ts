/** Change Avatar: picking, dropping and cropping an image (en). */
export const avatarEditorTexts = {};
