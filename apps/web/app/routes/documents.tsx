// Placeholder while the writing studio is built; replaced by its screen.
export default function DocumentsRoute() {
  return null;
}
