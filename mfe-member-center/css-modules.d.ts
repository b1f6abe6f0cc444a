// CSS Modules (design.md section 4): css-loader turns each class into a scoped name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
