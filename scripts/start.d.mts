// npm start has no exports: importing it starts the server.
export {}
