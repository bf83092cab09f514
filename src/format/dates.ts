// Date formatting lives in contract/ so the server's emails share it; views import it from here.
export * from '../../contract/dates';
