// Async boundary: the standalone page negotiates shared singletons before it runs (never eager).
import('./standalone/bootstrap');
