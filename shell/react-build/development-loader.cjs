// A development build of React inside a production bundle: its code is wrapped in
// `"production" !== process.env.NODE_ENV && (…)`, which the production build would make empty.
module.exports = function developmentBuild(source) {
  return source.replace(/process\.env\.NODE_ENV/g, '"development"');
};
