// The async boundary lets federation settle the one instance of each shared library first.
void import('./bootstrap');
