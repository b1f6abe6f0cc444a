// Both builds (webpack/embed-config.js) turn the widget's stylesheet into its text, which the
// widget's shadow root adopts.
declare module '*/giving-element.css' {
  const text: string;
  export default text;
}
