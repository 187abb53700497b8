/**
 * Posts a real HTML form to `url` (payment gateways that are entered by a form post, not a redirect).
 * The form is built off-screen with one hidden input per field and submitted by the browser.
 */
export function postForm(url: string, formData: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(formData)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
