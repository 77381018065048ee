void touchlab_placeholder(void);
