// placeholder
int cpng_placeholder(void);
