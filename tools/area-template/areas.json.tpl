[{ "path": "__AREA__", "module": "__FEDERATION__/__COMPONENT__" }]
