{
  "extends": "../tsconfig.base.json",
  "include": ["src", "../shared-ui/src/theme/styled.d.ts"]
}
