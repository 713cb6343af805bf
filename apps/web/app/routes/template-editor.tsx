// Placeholder while the writing studio is built; replaced by its screen.
export default function TemplateEditorRoute() {
  return null;
}
