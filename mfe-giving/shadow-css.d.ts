// The embed build (webpack/embed-config.js) turns a plain stylesheet into its text, which the
// widget's shadow root adopts; the app build never imports one.
declare module '*/giving-element.css' {
  const text: string;
  export default text;
}
