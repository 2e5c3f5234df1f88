// Which build of React the shell's page runs. The production one; but while this browser gets an area from a local
// dev server (the local override), the development one, which that area's development code and Fast Refresh need.
// The development builds are a chunk of their own (development.cjs), loaded before anything uses React.

/** The build of `name` (`react`, `react-dom/client`…): the development one once development.cjs has run. */
module.exports = function choose(name, production) {
  const development = globalThis.__HOSTEL_HUB_REACT_DEVELOPMENT__;
  return development ? development[name] : production();
};
