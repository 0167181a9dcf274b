//! Declarations the games repeat: an error that is one text, and a fieldless enum with the
//! list of its variants.

/// An error that is one text (the input that failed, or why), shown through `$message`
/// with `{}` for the text.
macro_rules! text_error {
    ($(#[$doc:meta])* $name:ident, $message:literal) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Debug)]
        pub struct $name(pub String);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, $message, self.0)
            }
        }

        impl std::error::Error for $name {}
    };
}
pub(crate) use text_error;

/// A fieldless enum with `ALL`, its variants in order, and `index`, a variant's place there.
macro_rules! indexed_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident { $($(#[$vmeta:meta])* $variant:ident,)+ }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every variant, in order.
            pub const ALL: [$name; [$(stringify!($variant)),+].len()] = [$($name::$variant),+];

            /// The place in [`Self::ALL`].
            pub const fn index(self) -> usize {
                self as usize
            }
        }
    };
}
pub(crate) use indexed_enum;
