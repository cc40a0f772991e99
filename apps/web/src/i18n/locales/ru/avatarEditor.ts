/** Change Avatar: picking, dropping and cropping an image (ru). */
export const avatarEditorTexts = {};
